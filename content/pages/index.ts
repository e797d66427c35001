import { parseEntry } from '@/content/parse';
import { editorialPageSchema } from '@/content/schemas';
import about from './about';
import ourStory from './our-story';
import privacy from './privacy';
import terms from './terms-and-conditions';
import theWolf from './the-wolf';

/** Company and legal pages, parsed at build time. */
export const editorialPages = {
  about: parseEntry('pages: about', editorialPageSchema, about),
  ourStory: parseEntry('pages: our-story', editorialPageSchema, ourStory),
  theWolf: parseEntry('pages: the-wolf', editorialPageSchema, theWolf),
  privacy: parseEntry('pages: privacy', editorialPageSchema, privacy),
  terms: parseEntry('pages: terms-and-conditions', editorialPageSchema, terms),
};
