import { Outlet } from 'react-router';

export function ContentRoutesLayout() {
  return <Outlet />;
}
