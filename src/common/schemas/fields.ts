/** Field schemas the entity schemas share, so every resource validates an id or a date alike. */
import { z } from 'zod';

/** Opaque ids: the server makes UUIDs; settings use their key. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const id = z.string().regex(ID_PATTERN, 'Not a valid id');
export const isoDateTime = z.iso.datetime({ offset: false });
export const isoDate = z.iso.date();
export const name = z.string().trim().min(1).max(200);
export const shortText = z.string().max(1000);
export const longText = z.string().max(200_000);
export const flag = z.boolean();
