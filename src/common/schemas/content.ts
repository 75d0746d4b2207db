/** Training pages and blog posts, written in markdown, one row per locale. */
import { z } from 'zod';
import { flag, id, isoDateTime, longText, name } from './fields.js';

/** page: a page of the site written from the content screen (the guest's welcome, slug guest-welcome). */
export const CONTENT_KINDS = ['training', 'blog', 'page'] as const;
/** The workflow screens a training page or post can explain ("How this works" on that screen). */
export const WORKFLOW_SCREENS = ['processing', 'approve', 'review', 'uploads'] as const;
export type WorkflowScreen = (typeof WORKFLOW_SCREENS)[number];
/** The content record the guest's landing page shows first. */
export const GUEST_WELCOME_SLUG = 'guest-welcome';
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
  screen: z.enum(WORKFLOW_SCREENS).nullable(),
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
  screen: z.enum(WORKFLOW_SCREENS).nullable().optional(),
});
export const contentUpdate = contentCreate.partial();
export type Content = z.infer<typeof contentRecord>;
export type ContentCreate = z.infer<typeof contentCreate>;
