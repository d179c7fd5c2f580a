import { useState } from 'react';
import { MERCH_COLLECTIONS } from '../../../../../shared/constants';
import type { MerchandiseItem } from '../../../../../shared/schema';
import { useConfirmDelete } from '../../lib/use-confirm-delete';
import { useCrudEditor } from '../../lib/use-crud-editor';
import { AdminImage } from '../../ui/admin-image';
import { CardActions } from '../../ui/card-actions';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormPanel } from '../../ui/form-panel';
import { EmptyText } from '../../ui/list-state';
import { ListView } from '../../ui/list-view';
import { SectionHeader } from '../../ui/section-header';
import type { SectionProps } from '../section-props';
import { useMerchandise, useMerchandiseMutations } from './api';
import { MerchandiseForm } from './merchandise-form';

const ALL = 'All';
const FILTERS = [ALL, ...MERCH_COLLECTIONS];

export function MerchandiseSection({ title }: SectionProps) {
  const query = useMerchandise();
  const { remove } = useMerchandiseMutations();
  const editor = useCrudEditor<MerchandiseItem>();
  const [filter, setFilter] = useState<string>(ALL);
  const confirm = useConfirmDelete((item: MerchandiseItem) =>
    remove.mutate(item.id, { onSuccess: () => editor.forget(item.id) }),
  );

  const card = (item: MerchandiseItem) => (
    <li key={item.id} className="flex flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-sm">
      <AdminImage src={item.imageUrl} alt={item.name} className="aspect-square w-full" />
      <div className="flex flex-1 gap-2 p-3">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-club-red">{item.collection}</p>
          <h3 className="font-semibold text-club-black">{item.name}</h3>
          {item.description && <p className="mt-1 text-sm text-neutral-700">{item.description}</p>}
          <p className="mt-1 font-semibold text-club-black">{item.price}</p>
          <p className="text-xs text-neutral-500">Order {item.order}</p>
        </div>
        <CardActions
          name={item.name}
          onEdit={() => editor.startEdit(item)}
          onDelete={() => confirm.ask(item)}
          deleting={remove.isPending && remove.variables === item.id}
        />
      </div>
    </li>
  );
  const grid = (items: MerchandiseItem[]) => (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">{items.map(card)}</ul>
  );

  return (
    <>
      <SectionHeader
        title={title}
        description="Club gear visitors can ask to order."
        add={{ label: 'Add Item', open: editor.formOpen, onToggle: editor.toggleAdd }}
      />
      {editor.formOpen && (
        <FormPanel title={editor.editing ? 'Edit Item' : 'Add Item'} panelRef={editor.formRef}>
          <MerchandiseForm key={editor.formKey} item={editor.editing} onDone={editor.close} />
        </FormPanel>
      )}
      <fieldset className="mb-6 flex flex-wrap gap-2">
        <legend className="sr-only">Filter by collection</legend>
        {FILTERS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={filter === name}
            onClick={() => setFilter(name)}
            className={`min-h-11 rounded-full px-4 text-sm font-semibold ${
              filter === name
                ? 'bg-club-black text-white'
                : 'border border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-100'
            }`}
          >
            {name}
          </button>
        ))}
      </fieldset>
      <ListView
        query={query}
        loadingText="Loading merchandise..."
        emptyText="No merchandise items yet. Add your first item!"
        what="the merchandise"
      >
        {(items) => {
          if (filter !== ALL) {
            const shown = items.filter((item) => item.collection === filter);
            return shown.length ? grid(shown) : <EmptyText>{`No items in ${filter} yet.`}</EmptyText>;
          }
          // Under All: one group per collection in the usual order, then any other collection; empty ones hidden.
          const others = [...new Set(items.map((item) => item.collection))].filter(
            (name) => !(MERCH_COLLECTIONS as readonly string[]).includes(name),
          );
          return (
            <div className="grid gap-8">
              {[...MERCH_COLLECTIONS, ...others].map((collection) => {
                const group = items.filter((item) => item.collection === collection);
                if (group.length === 0) return null;
                return (
                  <section key={collection} aria-label={collection}>
                    <h2 className="mb-3 font-display text-xl font-semibold text-club-black">
                      {collection} <span className="text-sm font-normal text-neutral-500">({group.length})</span>
                    </h2>
                    {grid(group)}
                  </section>
                );
              })}
            </div>
          );
        }}
      </ListView>
      <ConfirmDialog
        {...confirm.dialog}
        title="Delete this item?"
        description={`${confirm.asking?.name ?? 'This item'} will be removed from the merchandise page. This cannot be undone.`}
      />
    </>
  );
}
