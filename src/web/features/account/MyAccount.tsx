/**
 * My account: the person's own name and language, password, sign-in methods, and signing out on
 * every device. Open to every signed-in role.
 */
import { Col, Row } from 'antd';
import { useState } from 'react';
import { API_PATHS } from '../../../common/api-paths';
import type { AccountView } from '../../../common/schemas/account';
import { useApiQuery } from '../../shared/http/use-api-query';
import { linkedMethods } from './account-auth';
import { PasswordCard } from './PasswordCard';
import { ProfileCard } from './ProfileCard';
import { SignInMethodsCard } from './SignInMethodsCard';
import { SignOutEverywhereCard } from './SignOutEverywhereCard';

const hasPasswordMethod = () => linkedMethods().some((method) => method.providerId === 'password');

export function MyAccount() {
  const { data, isLoading, isError, refetch } = useApiQuery<AccountView>(API_PATHS.account.one, { errorToast: false });
  const [hasPassword, setHasPassword] = useState(hasPasswordMethod);
  return (
    <Row gutter={[16, 16]} data-testid="my-account">
      <Col xs={24}>
        <ProfileCard account={data} loading={isLoading} failed={isError} onSaved={() => void refetch()} />
      </Col>
      <Col xs={24}>
        <PasswordCard hasPassword={hasPassword} />
      </Col>
      <Col xs={24}>
        <SignInMethodsCard onChanged={() => setHasPassword(hasPasswordMethod())} />
      </Col>
      <Col xs={24}>
        <SignOutEverywhereCard />
      </Col>
    </Row>
  );
}
