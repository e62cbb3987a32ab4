// Standalone dev only (npm run dev -w <remote>): the composed site loads the exposed pages, never this.
import { paths } from '@fightrank/shared/routing';
import { mountStandalone } from '@fightrank/shared/standalone';
import './standalone.css';
import LoginPage from './pages/login-page';
import RegisterPage from './pages/register-page';
import ProfilePage from './pages/profile-page';

mountStandalone('mfe_account', [
  { path: paths.login, label: 'Sign in', Page: LoginPage },
  { path: paths.register, label: 'Register', Page: RegisterPage },
  { path: paths.profile, label: 'Profile', Page: ProfilePage },
]);
