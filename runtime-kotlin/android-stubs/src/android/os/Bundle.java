package android.os;

/** Compile-only stand-in (see ../../../README.md): named by Activity.onCreate. */
public final class Bundle {
}
