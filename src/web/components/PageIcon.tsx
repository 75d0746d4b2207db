/** A page's icon by the name the page table gives it; a name missing from page-icons.ts is a compile error. */
import type { ComponentType } from 'react';
import type { PageIconName } from '../../common/pages';
import * as PAGE_ICONS from './page-icons';

const ICONS: Record<PageIconName, ComponentType> = PAGE_ICONS;

export function PageIcon({ name }: { name: PageIconName }) {
  const Icon = ICONS[name];
  return <Icon />;
}
