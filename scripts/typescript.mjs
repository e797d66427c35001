// Importing this lets plain `node` import the project's TypeScript (lib/, content/, tooling/) with `await import()`:
// tsx compiles it as Node loads it, reading the project's own tsconfig.json (its `@/` paths, React's JSX) wherever
// the script runs from (the content check also runs from a copy of the content).
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
