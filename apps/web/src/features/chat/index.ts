/** The chat feature's public face: its page, and the buttons and panel the group pages show. */
export { ChatPage } from './components/chat-page';
export { ChatModeratorsPanel } from './components/chat-moderators-panel';
export { GroupCardChatButton } from './components/group-card-chat-button';
export { JoinChatButton } from './components/join-chat-button';
