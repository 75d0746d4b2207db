/**
 * Refine's data provider: @refinedev/simple-rest against /api, each request carrying the
 * signed-in user's ID token (refreshed by Firebase as it expires). API errors become Refine's
 * HttpError shape, so its toasts show the server's message and its forms the per-field errors.
 */
import type { HttpError } from '@refinedev/core';
import simpleRest from '@refinedev/simple-rest';
import axios, { AxiosError } from 'axios';
import type { ApiError } from '../../common/user';
import { apiLanguage } from './i18n';
import { session } from './services';

const http = axios.create();
http.interceptors.request.use(async (config) => {
  const token = await session.idToken();
  if (token) config.headers.set('authorization', `Bearer ${token}`);
  config.headers.set('accept-language', apiLanguage());
  return config;
});
http.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    const response = error instanceof AxiosError ? error.response : undefined;
    const body = response?.data as Partial<ApiError> | undefined;
    const refined: HttpError = {
      message: body?.message ?? (error instanceof Error ? error.message : String(error)),
      statusCode: response?.status ?? 0,
      errors: body?.fields,
    };
    return Promise.reject(refined);
  },
);

export const dataProvider = simpleRest('/api', http);
