/**
 * The sign-in screen (blank layout): the sign-in card in the sign-in area's theme. It is the
 * first screen most people load, so it stays light (at most 250 KB of gzip JavaScript,
 * tests/e2e/login-weight.test.ts): it renders outside Refine (see src/web/Root.tsx).
 */
import { ConfigProvider } from 'antd';
import { SEED_COLOURS } from '../../../common/theme';
import { SignInCard } from '../../features/sign-in/SignInCard';
import { useThemePreset } from '../../providers/theme';

export default function LoginPage() {
  const { preset } = useThemePreset();
  return (
    <ConfigProvider theme={{ token: { colorPrimary: SEED_COLOURS[preset] } }}>
      <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
        <SignInCard />
      </main>
    </ConfigProvider>
  );
}
