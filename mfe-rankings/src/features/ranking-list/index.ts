export { RankingScreen, type RankingScreenProps } from './ranking-screen';
