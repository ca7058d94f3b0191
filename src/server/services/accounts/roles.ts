/** A member's role (users.role): an editor opens /admin and writes every family; every other member is a member. */
export const ROLE = { member: 'member', editor: 'editor' } as const;
