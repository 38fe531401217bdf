import { z } from 'zod';
import { text } from './text';
import { langSchema } from './enums';

export const seoQuerySchema = z.object({
  lang: langSchema,
  path: text()
    .regex(/^\/[^\s]*$/)
    .max(512),
});
/** The SEO store's entry for a page in a language; null where the operator set none. */
export const seoResponseSchema = z.object({
  data: z.object({ title: text(), description: text(), keywords: text(), text: text() }).nullable(),
});
export type SeoData = NonNullable<z.infer<typeof seoResponseSchema>['data']>;
