export { RankingScreen } from './ranking-screen';
