export { ChatTab } from './components/chat-tab';
