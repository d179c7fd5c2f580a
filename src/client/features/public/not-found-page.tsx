export default function NotFoundPage() {
  return (
    <main>
      <h1>404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
    </main>
  );
}
