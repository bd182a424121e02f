import type { ChatPage, UserDto } from '@tontine/contracts';
import { Route, Routes } from 'react-router';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ChatPage as ChatRoute } from '../components/chat-page';
import { fakeApi } from '../../../test/fake-api';
import { fakeSocketFactory } from '../../../test/fake-socket';
import { makeChatPage, signInAsMe } from '../../../test/factories';

type Routes = Parameters<typeof fakeApi>[0];

/**
 * The chat route at /groups/g-1/chat with the group page behind it, the socket faked and the
 * API faked: the first page is `page`, a catch-up (`after`) finds nothing new, marking as read
 * answers 0 unread. `routes` adds or replaces answers; `role` is the account role of the reader.
 */
export function renderChat(
  page: ChatPage = makeChatPage(),
  routes: Routes = {},
  now?: number,
  role: UserDto['role'] = 'member',
) {
  signInAsMe(role);
  const fetch = fakeApi({
    'GET /chat/groups/g-1/messages': ({ url }) =>
      jsonResponse(
        url.searchParams.has('after')
          ? makeChatPage({ unread_count: page.unread_count, is_moderator: page.is_moderator })
          : page,
      ),
    'GET /groups/g-1': () => jsonResponse({ id: 'g-1', name: 'Chama Umoja' }),
    'POST /chat/groups/g-1/read': () => jsonResponse({ unread_count: 0 }),
    'GET /chat/groups/g-1/flagged': () => jsonResponse([]),
    ...routes,
  });
  const view = renderWithProviders(
    <Routes>
      <Route
        path="/groups/:id/chat"
        element={<ChatRoute createSocket={fakeSocketFactory} now={now} />}
      />
      <Route path="/groups/:id" element={<p>Page du groupe</p>} />
    </Routes>,
    { route: '/groups/g-1/chat' },
  );
  return { fetch, ...view };
}
