/**
 * Refine's data provider: @refinedev/simple-rest for the lists and records under /api. It wants
 * an axios instance; this one's adapter sends every request through the web's API client, so
 * Refine's calls carry the same token and language, and fail with the same ApiProblem (Refine
 * reads its `statusCode`, its message for the toasts and its `errors` for the form fields).
 */
import simpleRest from '@refinedev/simple-rest';
import axios, { AxiosHeaders, type AxiosAdapter } from 'axios';
import { API_BASE } from '../../common/api-paths';
import { readJson, sendApiRequest } from '../shared/http/api-client';

const throughTheApiClient: AxiosAdapter = async (config) => {
  const response = await sendApiRequest(config.url ?? '', {
    method: (config.method ?? 'get').toUpperCase(),
    headers: AxiosHeaders.from(config.headers).toJSON(true) as Record<string, string>,
    body: config.data as BodyInit | undefined,
    signal: config.signal as AbortSignal | undefined,
  });
  return {
    data: await readJson(response),
    status: response.status,
    statusText: response.statusText,
    headers: Object.fromEntries(response.headers.entries()),
    config,
  };
};

export const dataProvider = simpleRest(API_BASE, axios.create({ adapter: throughTheApiClient }));
