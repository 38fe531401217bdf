import { z } from 'zod';
import { langSchema } from './common';

export const seoQuerySchema = z.object({
  lang: langSchema,
  path: z
    .string()
    .regex(/^\/[^\s]*$/)
    .max(512),
});
/** The SEO store's entry for a page in a language; null where the operator set none. */
export const seoResponseSchema = z.object({
  data: z.object({ title: z.string(), description: z.string(), keywords: z.string(), text: z.string() }).nullable(),
});
export type SeoData = NonNullable<z.infer<typeof seoResponseSchema>['data']>;
