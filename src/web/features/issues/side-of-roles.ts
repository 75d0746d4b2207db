/** Which side of an issue the signed-in user speaks for, and whether they may resolve one. */
import type { WaitingOn } from '../../../common/workflow';

const BACK_OFFICE = ['isDbo', 'isDbs', 'isDbAdmin'];

export function mayResolveIssues(roles: readonly string[]): boolean {
  return roles.some((role) => BACK_OFFICE.includes(role));
}

export function sideOf(roles: readonly string[]): WaitingOn {
  return mayResolveIssues(roles) ? 'back_office' : 'client';
}
