// The staff portal (docs/product.md "Screens and routes"): every section, behind sign-in. Loaded only on /admin, never
// with public pages.
import { AdminLayout } from './layout/admin-layout';
import { ProtectedRoute } from './protected-route';

export default function AdminPage() {
  return (
    <ProtectedRoute>
      <AdminLayout />
    </ProtectedRoute>
  );
}
