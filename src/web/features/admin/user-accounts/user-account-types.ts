/** An account's form: the administrator's edit, and the e-mail when creating. */
import type { UserAccountEdit } from '../../../../common/schemas/user';

export type UserForm = UserAccountEdit & { email: string };
