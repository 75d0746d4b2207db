/** Training pages and blog posts, written in markdown, one row per locale. */
import { z } from 'zod';
import { flag, id, isoDateTime, longText, name } from './fields.js';

export const CONTENT_KINDS = ['training', 'blog'] as const;
const slug = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case words joined by hyphens');

export const contentRecord = z.object({
  id,
  kind: z.enum(CONTENT_KINDS),
  slug,
  title: name,
  markdown: longText,
  locale: z.string(),
  published: flag,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export const contentCreate = z.strictObject({
  kind: z.enum(CONTENT_KINDS),
  slug,
  title: name,
  markdown: longText,
  locale: z.string().regex(/^[a-z]{2}(?:-[A-Z]{2})?$/, 'A locale such as en or fr-CA'),
  published: flag.optional(),
});
export const contentUpdate = contentCreate.partial();
export type Content = z.infer<typeof contentRecord>;
export type ContentCreate = z.infer<typeof contentCreate>;
