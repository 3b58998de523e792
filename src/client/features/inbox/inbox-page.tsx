export function InboxPage() {
  return <h1 className="p-8 text-2xl font-bold">InboxPage</h1>;
}
