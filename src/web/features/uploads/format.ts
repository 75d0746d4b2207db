/** Sizes, speeds and times in the user's language; sizes by the portal's one formatter. */
import { formatSize } from '../../../common/format-size';

export function formatBytes(bytes: number, language: string): string {
  return formatSize(bytes, language);
}

export function formatSpeed(bytesPerSecond: number, language: string): string {
  return `${formatBytes(bytesPerSecond, language)}/s`;
}

export function formatTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}
