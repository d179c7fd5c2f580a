import type { ClubManagementMember } from '../../../../../shared/schema';
import { useConfirmDelete } from '../../lib/use-confirm-delete';
import { useCrudEditor } from '../../lib/use-crud-editor';
import { AdminImage } from '../../ui/admin-image';
import { CardActions } from '../../ui/card-actions';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormPanel } from '../../ui/form-panel';
import { ListView } from '../../ui/list-view';
import { SectionHeader } from '../../ui/section-header';
import type { SectionProps } from '../section-props';
import { useClubManagement, useClubManagementMutations } from './api';
import { MemberForm } from './member-form';

export function ClubManagementSection({ title }: SectionProps) {
  const query = useClubManagement();
  const { remove } = useClubManagementMutations();
  const editor = useCrudEditor<ClubManagementMember>();
  const confirm = useConfirmDelete((member: ClubManagementMember) =>
    remove.mutate(member.id, { onSuccess: () => editor.forget(member.id) }),
  );

  return (
    <>
      <SectionHeader
        title={title}
        description="The people who run the club, shown in the About section of the home page."
        add={{ label: 'Add Member', open: editor.formOpen, onToggle: editor.toggleAdd }}
      />
      {editor.formOpen && (
        <FormPanel title={editor.editing ? 'Edit Member' : 'Add Member'} panelRef={editor.formRef}>
          <MemberForm key={editor.formKey} item={editor.editing} onDone={editor.close} />
        </FormPanel>
      )}
      <ListView
        query={query}
        loadingText="Loading club management..."
        emptyText="No club management members yet. Click 'Add Member' to add the first one."
        what="the club management members"
      >
        {(members) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {members.map((member) => (
              <li
                key={member.id}
                className="flex items-center gap-4 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm"
              >
                <AdminImage
                  src={member.photoUrl}
                  alt={member.name}
                  sizes="64px"
                  className="h-16 w-16 shrink-0 rounded-full"
                />
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold text-club-black">{member.name}</h3>
                  <p className="text-sm text-neutral-700">{member.role}</p>
                  <p className="text-xs text-neutral-500">Order {member.order}</p>
                </div>
                <CardActions
                  name={member.name}
                  onEdit={() => editor.startEdit(member)}
                  onDelete={() => confirm.ask(member)}
                  deleting={remove.isPending && remove.variables === member.id}
                />
              </li>
            ))}
          </ul>
        )}
      </ListView>
      <ConfirmDialog
        {...confirm.dialog}
        title="Delete this member?"
        description={`${confirm.asking?.name ?? 'This member'} will be removed from the club management list. This cannot be undone.`}
      />
    </>
  );
}
