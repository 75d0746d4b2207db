/** A failure while mounting is logged as 'Error while mounting app:' and re-thrown (SPEC section 8). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountApp } from '../../src/web/mount';

describe('mountApp', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders into the container when all goes well, logging nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = { id: 'root' } as unknown as Element;
    const render = vi.fn();
    await mountApp(
      async () => {},
      render,
      () => container,
    );
    expect(render).toHaveBeenCalledWith(container);
    expect(log).not.toHaveBeenCalled();
  });

  it('logs and re-throws a failure while preparing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('locales failed to load');
    const render = vi.fn();
    await expect(
      mountApp(
        () => Promise.reject(failure),
        render,
        () => null,
      ),
    ).rejects.toBe(failure);
    expect(log).toHaveBeenCalledWith('Error while mounting app:', failure);
    expect(render).not.toHaveBeenCalled();
  });

  it('logs and re-throws when #root is missing or rendering throws', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      mountApp(
        async () => {},
        vi.fn(),
        () => null,
      ),
    ).rejects.toThrow('#root element is missing');
    const boom = new Error('render failed');
    await expect(
      mountApp(
        async () => {},
        () => {
          throw boom;
        },
        () => ({}) as Element,
      ),
    ).rejects.toBe(boom);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls.every(([message]) => message === 'Error while mounting app:')).toBe(true);
  });
});
