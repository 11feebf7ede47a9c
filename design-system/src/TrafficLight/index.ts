export { TrafficLight } from './TrafficLight';
export type { TrafficLightProps, TrafficLightStatus } from './TrafficLight';
