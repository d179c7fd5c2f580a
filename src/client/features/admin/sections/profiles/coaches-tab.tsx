import { Plus, X } from 'lucide-react';
import type { Coach } from '../../../../../shared/schema';
import { useCrudEditor } from '../../lib/use-crud-editor';
import { Button } from '../../ui/button';
import { FormPanel } from '../../ui/form-panel';
import { ListView } from '../../ui/list-view';
import { useCoaches, useCoachMutations } from './api';
import { CoachForm } from './coach-form';
import { ProfileCard } from './profile-card';

export function CoachesTab() {
  const query = useCoaches();
  const { remove } = useCoachMutations();
  const editor = useCrudEditor<Coach>();

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-xl font-semibold text-club-black">Coaches</h2>
        <Button
          variant={editor.formOpen ? 'secondary' : 'primary'}
          onClick={editor.toggleAdd}
          aria-expanded={editor.formOpen}
          icon={editor.formOpen ? <X className="h-4 w-4" aria-hidden /> : <Plus className="h-4 w-4" aria-hidden />}
        >
          {editor.formOpen ? 'Cancel' : 'Add Coach'}
        </Button>
      </div>
      {editor.formOpen && (
        <FormPanel title={editor.editing ? 'Edit Coach' : 'Add Coach'} panelRef={editor.formRef}>
          <CoachForm key={editor.formKey} item={editor.editing} onDone={editor.close} />
        </FormPanel>
      )}
      <ListView
        query={query}
        loadingText="Loading coaches..."
        emptyText="No coaches yet. Add your first coach!"
        what="the coaches"
      >
        {(coaches) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {coaches.map((coach) => (
              <ProfileCard
                key={coach.id}
                name={coach.name}
                subtitle={coach.role}
                photoUrl={coach.photoUrl}
                details={[
                  ['Age', coach.age],
                  ['DOB', coach.dateOfBirth],
                  ['From', coach.location],
                ]}
                description={coach.description}
                onEdit={() => editor.startEdit(coach)}
                onDelete={() => {
                  if (window.confirm('Are you sure you want to delete this coach?')) {
                    remove.mutate(coach.id, { onSuccess: () => editor.forget(coach.id) });
                  }
                }}
                deleting={remove.isPending && remove.variables === coach.id}
              />
            ))}
          </ul>
        )}
      </ListView>
    </>
  );
}
