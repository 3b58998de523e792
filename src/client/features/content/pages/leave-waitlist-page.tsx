export function LeaveWaitlistPage() {
  return <h1 className="p-8 text-2xl font-bold">LeaveWaitlistPage</h1>;
}
