export default function AdminPage() {
  return <main>admin</main>;
}
