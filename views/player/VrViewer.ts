/**
 * The three.js side of the VR player: the video as a texture on the sphere meshes of
 * projection.ts, one per eye on its own layer (1 left, 2 right: three.js's WebXR cameras see exactly those), the
 * in-page camera on the left eye's layer, looking where the view asks (yaw, pitch, zoom). In a headset the same
 * scene renders to the immersive session, each eye its half of the frame; a flat film becomes a screen 3 m ahead.
 * Comfort settings move the picture (height, tilt), scale the in-page zoom and swap the eyes.
 *
 * Rendering only: it holds no behaviour of the player (the machine decides; the view calls these methods).
 * Loaded with the player, never in another page's first load.
 */
import {
  BufferAttribute,
  BufferGeometry,
  DoubleSide,
  Group,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  PlaneGeometry,
  SRGBColorSpace,
  Scene,
  VideoTexture,
  WebGLRenderer,
} from 'three';
import type { VrFormat } from '../../contracts/content-api.ts';
import type { Comfort } from '../../machines/player.machine.ts';
import { type Eye, clampLook, eyeMesh, shownEye } from './projection.ts';

const BASE_FOV = 80;
const EYE_LAYER: Record<Eye, number> = { left: 1, right: 2 };
const FLAT_SCREEN = { distance: 3, width: 3.2 };

export class VrViewer {
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(BASE_FOV, 16 / 9, 0.1, 200);
  private readonly texture: VideoTexture;
  private readonly world = new Group();
  private readonly resize: ResizeObserver;
  private yaw = 0;
  private pitch = 0;
  private zoomFactor = 1;
  private swapped = false;
  /** Frames drawn so far (the bench's frames-per-second figure). */
  framesRendered = 0;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    video: HTMLVideoElement,
    private readonly format: VrFormat,
    private comfort: Comfort,
  ) {
    this.renderer = new WebGLRenderer({ canvas, antialias: false, alpha: false, powerPreference: 'high-performance' });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    this.renderer.xr.enabled = true;
    this.texture = new VideoTexture(video);
    this.texture.colorSpace = SRGBColorSpace;
    this.camera.rotation.order = 'YXZ';
    this.camera.layers.enable(EYE_LAYER.left);
    this.scene.add(this.world);
    this.build();
    this.setComfort(comfort);
    this.resize = new ResizeObserver(() => this.fit());
    this.resize.observe(canvas);
    this.fit();
    this.renderer.setAnimationLoop(() => {
      this.renderer.render(this.scene, this.camera);
      this.framesRendered++;
    });
  }

  private build(): void {
    for (const child of [...this.world.children]) {
      this.world.remove(child);
      const mesh = child as Mesh;
      mesh.geometry.dispose();
      (mesh.material as MeshBasicMaterial).dispose();
    }
    const material = () => new MeshBasicMaterial({ map: this.texture, side: DoubleSide });
    if (this.format.projection === 'flat') {
      const screen = new Mesh(new PlaneGeometry(FLAT_SCREEN.width, (FLAT_SCREEN.width * 9) / 16), material());
      screen.position.set(0, 0, -FLAT_SCREEN.distance);
      this.world.add(screen);
      return;
    }
    for (const eye of ['left', 'right'] as const) {
      const { positions, uvs, indices } = eyeMesh(this.format, shownEye(eye, this.swapped));
      const geometry = new BufferGeometry();
      geometry.setAttribute('position', new BufferAttribute(positions, 3));
      geometry.setAttribute('uv', new BufferAttribute(uvs, 2));
      geometry.setIndex(new BufferAttribute(indices, 1));
      const mesh = new Mesh(geometry, material());
      mesh.layers.set(EYE_LAYER[eye]);
      this.world.add(mesh);
    }
  }

  private fit(): void {
    const { clientWidth: w, clientHeight: h } = this.canvas;
    if (w === 0 || h === 0 || this.renderer.xr.isPresenting) return;
    this.renderer.setSize(w, h, false);
    this.camera.aspect = w / h;
    this.aim();
  }

  private aim(): void {
    this.camera.fov = BASE_FOV / (this.zoomFactor * this.comfort.zoom);
    const halfWidth = Math.atan(Math.tan((this.camera.fov * Math.PI) / 360) * this.camera.aspect);
    const look = clampLook(this.format, this.yaw, this.pitch, halfWidth);
    this.yaw = look.yaw;
    this.pitch = look.pitch;
    this.camera.rotation.set(look.pitch, -look.yaw, 0);
    this.camera.updateProjectionMatrix();
  }

  /** Turns the view by yaw (right positive) and pitch (up positive), in radians. */
  look(dYaw: number, dPitch: number): void {
    this.yaw += dYaw;
    this.pitch += dPitch;
    this.aim();
  }

  /** Looks in an absolute direction (device orientation), in radians. */
  lookAt(yaw: number, pitch: number): void {
    this.yaw = yaw;
    this.pitch = pitch;
    this.aim();
  }

  /** Zooms in (factor above 1) or out, between 0.6x and 3x. */
  zoom(factor: number): void {
    this.zoomFactor = Math.min(3, Math.max(0.6, this.zoomFactor * factor));
    this.aim();
  }

  /** Straight ahead at the normal zoom. */
  recentre(): void {
    this.yaw = 0;
    this.pitch = 0;
    this.zoomFactor = 1;
    this.aim();
  }

  get direction(): { yaw: number; pitch: number; fov: number } {
    return { yaw: this.yaw, pitch: this.pitch, fov: this.camera.fov };
  }

  setComfort(comfort: Comfort): void {
    this.comfort = comfort;
    if (comfort.swapEyes !== this.swapped) {
      this.swapped = comfort.swapEyes;
      this.build();
    }
    this.world.position.y = -comfort.height;
    this.world.rotation.x = (comfort.tilt * Math.PI) / 180;
    this.aim();
  }

  /** Renders into a running immersive session until it ends (the caller listens for its 'end'). */
  async present(session: XRSession): Promise<void> {
    this.renderer.xr.setReferenceSpaceType('local');
    await this.renderer.xr.setSession(session);
  }

  dispose(): void {
    this.renderer.setAnimationLoop(null);
    this.resize.disconnect();
    this.build = () => {};
    for (const child of this.world.children) {
      const mesh = child as Mesh;
      mesh.geometry.dispose();
      (mesh.material as MeshBasicMaterial).dispose();
    }
    this.texture.dispose();
    this.renderer.dispose();
  }
}
