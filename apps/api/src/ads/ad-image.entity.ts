import { Column, Entity, PrimaryColumn } from 'typeorm';
import { timeColumn } from '../database/column-types.js';

/** An image of the ad inventory: its bytes are the file under DATA_DIR/ad-images. */
@Entity('ad_images')
export class AdImage {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 40 }) mime!: string;
  @Column({ type: 'int' }) size!: number;
  @Column({ type: 'varchar', length: 80 }) file!: string;
  /** The super admin who uploaded it; null for the demo seed's images. */
  @Column({ type: 'varchar', length: 36, name: 'uploaded_by', nullable: true }) uploadedBy!:
    string | null;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}
