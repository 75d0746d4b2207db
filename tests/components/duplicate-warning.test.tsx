/**
 * The duplicate warning opens each duplicate on a page the reader may open: the back office's
 * document list for DBO, DBS and administrators, the details page for a client supervisor, and
 * no link at all for client roles that have neither (client HQ reads it in the archive). The
 * link is underlined, so it is not told from its line by colour alone.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DuplicateWarning } from '../../src/web/features/documents/processing/DuplicateWarning';
import { signInStore } from '../../src/web/providers/services';
import { renderWithApp } from './render';

const DUPLICATE = {
  id: '6b1f3a52-2f55-4a4c-9c1e-1c7b0d1e2f3a',
  title: 'receipt-0042.pdf',
  locationName: 'Main Street',
  status: 'archived' as const,
};

const asRoles = (roles: string[]) => signInStore.setState({ roles: roles as never });

describe('the duplicate warning', () => {
  afterEach(() => asRoles([]));

  it.each([
    [['isDbo'], `/dbbs/dbsarea/document?focus=${DUPLICATE.id}`],
    [['isDbs'], `/dbbs/dbsarea/document?focus=${DUPLICATE.id}`],
    [['ClientSupervisor'], `/client/details?document=${DUPLICATE.id}`],
  ])('links a duplicate for %j to %s, underlined', async (roles, href) => {
    asRoles(roles);
    await renderWithApp(<DuplicateWarning duplicates={[DUPLICATE]} />);
    const link = screen.getByTestId('processing-duplicate-link');
    expect(link.getAttribute('href')).toBe(href);
    expect(link.textContent).toBe(DUPLICATE.title);
    expect(link.style.textDecoration).toBe('underline');
  });

  it('names the duplicate without a link for client HQ', async () => {
    asRoles(['isClientHq']);
    await renderWithApp(<DuplicateWarning duplicates={[DUPLICATE]} />);
    expect(screen.getByText(DUPLICATE.title)).toBeTruthy();
    expect(screen.queryByTestId('processing-duplicate-link')).toBeNull();
  });
});
