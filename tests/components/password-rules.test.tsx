/**
 * The password checklist of My account: each rule of the provider's policy in words, marked met
 * or missing in words too (not by colour alone), in the person's language.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordRules } from '../../src/web/features/account/PasswordRules';
import type { RuleCheck } from '../../src/web/features/account/account-rules';
import { renderWithApp } from './render';

const rules: RuleCheck[] = [
  { rule: 'minLength', met: false, params: { count: 10 } },
  { rule: 'uppercase', met: true },
  { rule: 'nonAlphanumeric', met: false, params: { characters: '!#' } },
];

describe('PasswordRules', () => {
  it('says each rule and whether it is met, in English', async () => {
    await renderWithApp(<PasswordRules rules={rules} testId="rules" />);
    const list = screen.getByTestId('rules');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByTestId('rule-minLength').textContent).toBe('at least 10 charactersmissing');
    expect(screen.getByTestId('rule-uppercase').textContent).toBe('an upper-case lettermet');
    expect(screen.getByTestId('rule-nonAlphanumeric').textContent).toBe('a symbol (!#)missing');
    expect(screen.getByTestId('rule-uppercase').getAttribute('data-met')).toBe('true');
  });

  it.each([
    ['es', 'al menos 10 caracteresfalta'],
    ['fr', 'au moins 10 caractèresmanquant'],
  ])('reads in %s, in the dark theme too', async (language, text) => {
    await renderWithApp(<PasswordRules rules={rules} testId="rules" />, { language, theme: 'dark' });
    expect(screen.getByTestId('rule-minLength').textContent).toBe(text);
  });
});
