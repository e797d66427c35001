/** The back office's first page: a placeholder until the inbox of leads and job applications is built. */
export default function InboxPage() {
  return <h1>Inbox</h1>;
}
