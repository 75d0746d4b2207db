/** System settings: a fixed set of keys, each with its own value schema. */
import { z } from 'zod';
import { SIGN_IN_METHODS } from '../sign-in-methods.js';
import { isoDateTime } from './fields.js';
import { DEFAULT_CALENDAR, slaHours, slaWarnFraction, workingCalendar } from './sla.js';

export const SETTING_VALUES = {
  uploadMaxBytes: z
    .number()
    .int()
    .min(1)
    .max(1024 * 1024 * 1024),
  allowedTypes: z
    .array(
      z
        .string()
        .regex(/^[a-z0-9.+-]+\/[a-z0-9.+*-]+$/)
        .max(100),
    )
    .min(1)
    .max(50),
  /** The SLA in business hours (a tenant may override it). */
  slaHours,
  /** Working days, hours and holidays the SLA counts in (a tenant may override it). */
  slaCalendar: workingCalendar,
  /** The share of the SLA time at which a document is "about to breach". */
  slaWarnFraction,
  /** The reasons offered when a document is sent back or disputed. */
  reasonCodes: z.array(z.string().trim().min(1).max(100)).min(1).max(50),
  /** At or above this confidence a suggestion read from the file is "sure" (accepted all at once). */
  captureSureThreshold: z.number().min(0.5).max(1),
  /** The ways in the sign-in page offers besides email and password; null: the build's default. */
  signInMethods: z.array(z.enum(SIGN_IN_METHODS)).max(SIGN_IN_METHODS.length).nullable(),
} as const;
export type SettingKey = keyof typeof SETTING_VALUES;
export const SETTING_KEYS = Object.keys(SETTING_VALUES) as SettingKey[];

export const DEFAULT_SETTINGS: { [K in SettingKey]: z.infer<(typeof SETTING_VALUES)[K]> } = {
  uploadMaxBytes: 25 * 1024 * 1024,
  allowedTypes: ['application/pdf', 'image/jpeg', 'image/png', 'text/csv'],
  slaHours: 48,
  slaCalendar: DEFAULT_CALENDAR,
  slaWarnFraction: 0.8,
  reasonCodes: ['Illegible', 'Missing pages', 'Wrong document', 'Duplicate', 'Amount does not match'],
  captureSureThreshold: 0.9,
  signInMethods: null,
};

export const settingRecord = z.object({ id: z.enum(SETTING_KEYS), value: z.json(), updatedAt: isoDateTime });
export const settingUpdate = z.strictObject({ value: z.json() });
export type Setting = z.infer<typeof settingRecord>;
