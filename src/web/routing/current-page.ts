/** The page the guard decided to render, for the layout's title, icon and back link. */
import { createContext, useContext } from 'react';
import type { Page } from '../../common/pages';

export const CurrentPageContext = createContext<Page | undefined>(undefined);
export const useCurrentPage = () => useContext(CurrentPageContext);
