import { HashRouter } from 'react-router';
import { AppRoutes } from './router';
import { ShellProviders } from './shell-providers';

export function App() {
  return (
    <ShellProviders>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </ShellProviders>
  );
}
