import { useParams } from 'react-router';
import { MessagePage } from './components/message-page';
import { MessagesPage } from './components/messages-page';

export { ToConfirmPage } from './components/to-confirm-page';

/** /messages (the lists) and /messages/{id} (a message), one route: the module's pages in one chunk (page-loader.ts). */
export function MessagesRoute() {
  const { messageId } = useParams();
  return messageId === undefined ? <MessagesPage /> : <MessagePage key={messageId} />;
}
