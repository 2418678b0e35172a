import type { User } from '#shared/users.js';

/** The profile image, else the uppercased first letter of firstName, else 'U'. */
export function avatarInitial(user: Pick<User, 'firstName'>): string {
  return user.firstName?.trim().charAt(0).toUpperCase() || 'U';
}

/** firstName, else 'User'. */
export function displayName(user: Pick<User, 'firstName'>): string {
  return user.firstName?.trim() || 'User';
}

export function UserAvatar({ user, size = 'md' }: { user: Pick<User, 'firstName' | 'profileImageUrl'>; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-12 text-lg' : 'size-8 text-sm';
  if (user.profileImageUrl) {
    return <img src={user.profileImageUrl} alt="" referrerPolicy="no-referrer" className={`${box} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span aria-hidden="true" className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-teal-600 font-semibold text-white`}>
      {avatarInitial(user)}
    </span>
  );
}
