/**
 * The five layouts of SPEC section 2, declared as data: what chrome each one draws around its
 * pages. LayoutFrame reads this; a page picks its layout in the page table.
 */
import type { Layout } from '../../common/pages';

export interface LayoutChrome {
  /** The side menu of permitted pages (a drawer on small screens). */
  menu: boolean;
  /** The top bar with brand, theme, language and sign-out. */
  header: boolean;
  /** Title, icon and back link above the content. */
  pageHeader: boolean;
  /** Content padding in px. */
  padding: number;
  /** Content max width in px; undefined for the full width. */
  maxWidth?: number;
}

export const LAYOUT_CHROME: Record<Layout, LayoutChrome> = {
  /** Nothing around the page: the sign-in screen. */
  blank: { menu: false, header: false, pageHeader: false, padding: 0 },
  /** Dashboards: menu and header, the full width for cards and charts. */
  dash: { menu: true, header: true, pageHeader: true, padding: 24 },
  /** Reading pages open to all (training, blog, guest): header only, a readable column. */
  default: { menu: false, header: true, pageHeader: true, padding: 24, maxWidth: 960 },
  /** Work pages: menu, header and a page header with the back link. */
  inside: { menu: true, header: true, pageHeader: true, padding: 24, maxWidth: 1440 },
  /** Full-bleed work areas (the resolution center): menu and header, no page header or padding. */
  insidenone: { menu: true, header: true, pageHeader: false, padding: 0 },
};
