// The team in the owner's order, reordered by dragging a member's handle (pointer, touch or the
// keyboard: Space, arrows, Space) with @dnd-kit, or with each member's Move up / Move down. Each
// move is announced with the members' names and saved at once (use-team-order.ts).
import type { ManagedTeamMember } from '@booklane/shared/schemas';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useState } from 'react';
import { moveItem } from '@/entities/team-member/model/team-member';
import { useTeamOrder } from '../use-team-order';
import { TeamMemberItem, type TeamMemberActions } from './team-member-item';

function announcementsFor(members: readonly ManagedTeamMember[]): Announcements {
  const name = (id: string | number) => members.find((member) => member._id === id)?.name ?? 'Team member';
  const position = (id: string | number) => members.findIndex((member) => member._id === id) + 1;
  const of = members.length;
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, position ${position(active.id)} of ${of}.`,
    onDragOver: ({ active, over }) =>
      over ? `${name(active.id)} is over position ${position(over.id)} of ${of}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} dropped at position ${position(over.id)} of ${of}.` : undefined,
    onDragCancel: ({ active }) => `Reordering cancelled: ${name(active.id)} stays where it was.`,
  };
}

const INSTRUCTIONS =
  'To reorder, press Space or Enter on the handle, move with the arrow keys, then press Space or Enter again. Escape cancels.';

export function TeamList({
  businessId,
  members,
  allServiceIds,
  toggling,
  actionsFor,
}: {
  businessId: string;
  members: readonly ManagedTeamMember[];
  allServiceIds: readonly string[];
  /** The member whose Activate / Deactivate is being saved. */
  toggling: string | null;
  actionsFor: (member: ManagedTeamMember) => Omit<TeamMemberActions, 'onMove'>;
}) {
  const order = useTeamOrder(businessId);
  const [moved, setMoved] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = members.map((member) => member._id);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    order.mutate(moveItem(ids, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcementsFor(members),
        screenReaderInstructions: { draggable: INSTRUCTIONS },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="space-y-3" aria-label="Team members">
          {members.map((member, index) => (
            <TeamMemberItem
              key={member._id}
              member={member}
              index={index}
              count={members.length}
              allServiceIds={allServiceIds}
              toggling={toggling === member._id}
              actions={{
                ...actionsFor(member),
                onMove: (by) => {
                  move(index, index + by);
                  setMoved(`${member.name} moved to position ${index + by + 1} of ${members.length}.`);
                },
              }}
            />
          ))}
        </ul>
      </SortableContext>
      <p className="sr-only" aria-live="polite">
        {moved}
      </p>
    </DndContext>
  );
}
