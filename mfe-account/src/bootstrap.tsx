// Standalone dev only (npm run dev -w <remote>): the composed site loads the exposed pages, never this.
import { mountStandalone } from '@fightrank/shared/standalone';
import './standalone.css';
import LoginPage from './pages/login-page';
import RegisterPage from './pages/register-page';
import ProfilePage from './pages/profile-page';

mountStandalone('mfe_account', {
  'login-page': LoginPage,
  'register-page': RegisterPage,
  'profile-page': ProfilePage,
});
