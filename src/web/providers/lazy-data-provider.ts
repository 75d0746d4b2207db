/**
 * Refine needs a data provider from the start, but the sign-in page never calls it: this stand-in
 * loads the real one (axios, simple-rest) on first use, keeping it out of the login route.
 */
import type { DataProvider } from '@refinedev/core';
import { API_BASE } from '../../common/api-paths';

// Only the methods simple-rest has: Refine falls back to these for the bulk ones.
const load = () => import('./data-provider').then((module) => module.dataProvider);
type Method = Exclude<keyof DataProvider, 'getApiUrl'>;

function forward<M extends Method>(method: M) {
  return (async (...args: unknown[]) => {
    const real = await load();
    const fn = real[method] as ((...a: unknown[]) => unknown) | undefined;
    if (!fn) throw new Error(`the data provider has no ${String(method)}`);
    return fn(...args);
  }) as NonNullable<DataProvider[M]>;
}

export const lazyDataProvider: DataProvider = {
  getApiUrl: () => API_BASE,
  getList: forward('getList'),
  getOne: forward('getOne'),
  getMany: forward('getMany'),
  create: forward('create'),
  update: forward('update'),
  deleteOne: forward('deleteOne'),
  custom: forward('custom'),
};
