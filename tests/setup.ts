import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `npm test` runs the unit tests beside lint, types and the build: there a form's first check, which loads its
// validator on first use, took over Testing Library's default 1 s wait for a message to appear.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
