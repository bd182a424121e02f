export { ConsoleFrame } from './components/console-frame';
