// Standalone harness: runs this remote's pages without the shell (npm run dev -w mfe-account).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';
import { createQueryClient } from '@fightrank/shared/queries';
import LoginPage from './pages/login-page';
import RegisterPage from './pages/register-page';
import ProfilePage from './pages/profile-page';

function Harness() {
  return (
    <div className="p-4">
      <nav aria-label="Standalone pages">
        <ul className="mb-4 flex flex-wrap gap-3 text-sm">
            <li><Link className="underline" to="/login-page">Sign in</Link></li>
            <li><Link className="underline" to="/register-page">Register</Link></li>
            <li><Link className="underline" to="/profile-page">Profile</Link></li>
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

const router = createBrowserRouter([{ element: <Harness />, children: [
  { path: '/login-page', element: <LoginPage /> },
  { path: '/register-page', element: <RegisterPage /> },
  { path: '/profile-page', element: <ProfilePage /> },
] }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
