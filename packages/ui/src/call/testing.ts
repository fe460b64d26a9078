export { fakeCallEnvironment, FakePeerConnection, FakeSocket, FakeStream, FakeTrack, type FakeCallEnvironment } from './fake-call-environment';
